/** jsdom ships no types (and @types/jsdom is not installed): what jsdom.test-environment.ts uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { pretendToBeVisual?: boolean; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
