import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredComponent } from './deferred-component';

/**
 * The deferred parts as a visitor meets them: the server's HTML hydrated without the part's code,
 * the visitor acting on that HTML, then the code arriving and React rendering the part in its place.
 */

/** The part's code, held back until `arrive()`. */
function heldCode<P>(component: ComponentType<P>) {
  let arrive!: () => void;
  const arrived = new Promise<ComponentType<P>>((resolve) => (arrive = () => resolve(component)));
  return { load: vi.fn(() => arrived), arrive };
}

/** A few turns of the event loop (React's scheduler and the replay's timer run on macrotasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Waits for what React does on its own schedule: generous, the machine may be busy. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
});

/** The page as the server sent it (the part's real HTML in its wrapper), hydrated as the browser does. */
async function serverPage<P extends object>(component: ComponentType<P>, props: P) {
  const code = heldCode(component);
  const Part = deferredComponent(code.load);
  const container = document.createElement('div');
  container.innerHTML = `<div data-deferred="">${renderToString(<MemoryRouter>{createPart(component, props)}</MemoryRouter>)}</div>`;
  document.body.append(container);
  const errors: unknown[] = [];
  const root = hydrateRoot(
    container,
    <MemoryRouter>
      <Part {...props} />
    </MemoryRouter>,
    { onRecoverableError: (error) => errors.push(error) },
  );
  mounted.push({ root, container });
  const wrapper = container.firstElementChild as HTMLElement & { $live?: boolean };
  // Hydrated: the part has taken its wrapper over (the mark the head's capture script reads).
  await eventually(() => expect(wrapper.$live).toBe(true));
  expect(errors).toEqual([]);
  const find = <E extends Element>(selector: string) => wrapper.querySelector<E>(selector)!;
  /** The code arrives; resolves once React has rendered the part in place of the server's HTML. */
  const takeOver = async () => {
    const serverHtml = wrapper.firstElementChild!;
    code.arrive();
    await eventually(() => expect(serverHtml.isConnected).toBe(false));
  };
  return { code, wrapper, find, takeOver };
}

function createPart<P extends object>(component: ComponentType<P>, props: P) {
  const Component = component as ComponentType<object>;
  return <Component {...props} />;
}

/** Typing as the browser does it: the value changes, then `input` bubbles. */
function type(field: HTMLInputElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A message form whose draft, once typed, is kept in a hidden field placed before the buttons. */
function MessageForm({ onSend }: { onSend: (button: string, text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form>
      <input name="mesaj" aria-label="Mesaj" value={text} onChange={(event) => setText(event.target.value)} />
      {text ? <input type="hidden" name="ciorna" value={text} /> : null}
      <button type="button" onClick={() => onSend('salvează', text)}>
        Salvează
      </button>
      <button type="button" onClick={() => onSend('trimite', text)}>
        Trimite
      </button>
    </form>
  );
}

/** Two fields kept in one state object, each change spread over the state as last rendered. */
function ContactDraft() {
  const [draft, setDraft] = useState({ nume: '', email: '' });
  const edit = (event: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [event.target.name]: event.target.value });
  return (
    <form>
      <input name="nume" aria-label="Nume" value={draft.nume} onChange={edit} />
      <input name="email" aria-label="Email" value={draft.email} onChange={edit} />
      <output>{`${draft.nume} <${draft.email}>`}</output>
    </form>
  );
}

describe('deferredComponent: taking over the server HTML', () => {
  it('keeps the server HTML and loads nothing until the visitor acts', async () => {
    const { code, wrapper } = await serverPage(MessageForm, { onSend: vi.fn() });
    expect(wrapper.querySelectorAll('button')).toHaveLength(2);
    expect(code.load).not.toHaveBeenCalled();
  });

  it('replays a click on a button of the server HTML once, on its rendered twin', async () => {
    const onSend = vi.fn();
    const { code, find, takeOver } = await serverPage(MessageForm, { onSend });
    const serverButton = find<HTMLButtonElement>('button:last-of-type');
    serverButton.click();
    expect(code.load).toHaveBeenCalledTimes(1);
    await settle();
    expect(onSend).not.toHaveBeenCalled(); // the code has not come yet: the click is held

    await takeOver();
    await eventually(() => expect(onSend).toHaveBeenCalled());
    await settle(); // nothing more comes: replayed once
    expect(onSend.mock.calls).toEqual([['trimite', '']]);
  });

  it('replays the click on the element clicked, although the carried input re-rendered the part and moved it', async () => {
    const onSend = vi.fn();
    const { find, takeOver } = await serverPage(MessageForm, { onSend });
    type(find('input[name=mesaj]'), 'Bună ziua');
    // wrapper > form > [input, Salvează, Trimite]: once the draft is in state, a hidden field comes
    // before the buttons and `Salvează` stands where `Trimite` stood.
    find<HTMLButtonElement>('button:last-of-type').click();
    await takeOver();
    await eventually(() => expect(onSend).toHaveBeenCalled());
    await settle();
    expect(find('input[type=hidden]')).not.toBeNull();
    expect(onSend.mock.calls).toEqual([['trimite', 'Bună ziua']]);
  });

  it('carries the text typed before the code came into the rendered field and its state', async () => {
    const onSend = vi.fn();
    const { find, takeOver } = await serverPage(MessageForm, { onSend });
    const serverField = find<HTMLInputElement>('input[name=mesaj]');
    type(serverField, 'Aș dori detalii');
    await takeOver();
    await settle();
    const field = find<HTMLInputElement>('input[name=mesaj]');
    expect(field).not.toBe(serverField);
    expect(field.value).toBe('Aș dori detalii');
    // React heard it as typing: the component's state holds the text.
    expect(find<HTMLInputElement>('input[name=ciorna]').value).toBe('Aș dori detalii');
    find<HTMLButtonElement>('button').click();
    expect(onSend.mock.calls).toEqual([['salvează', 'Aș dori detalii']]);
  });

  it('keeps the focus on the same field', async () => {
    const { code, find, takeOver } = await serverPage(MessageForm, { onSend: vi.fn() });
    const serverField = find<HTMLInputElement>('input[name=mesaj]');
    serverField.focus(); // focusing starts the load
    expect(code.load).toHaveBeenCalledTimes(1);
    await takeOver();
    expect(document.activeElement).toBe(find('input[name=mesaj]'));
  });

  it('carries both fields kept in one state object', async () => {
    // Carried from the effects of the render, both changes reached React before it rendered again:
    // each handler spread the state as first rendered, and the second field's change undid the first.
    const { find, takeOver } = await serverPage(ContactDraft, {});
    type(find('input[name=nume]'), 'Ioana Popescu');
    type(find('input[name=email]'), 'ioana@exemplu.ro');
    await takeOver();
    await settle();
    expect(find<HTMLInputElement>('input[name=nume]').value).toBe('Ioana Popescu');
    expect(find<HTMLInputElement>('input[name=email]').value).toBe('ioana@exemplu.ro');
    expect(find('output').textContent).toBe('Ioana Popescu <ioana@exemplu.ro>');
  });
});
