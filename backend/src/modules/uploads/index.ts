/** The uploads module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export type { DocumentRule } from './document-sniffer.js';
export { IMAGE_TYPE_MESSAGE, processImage } from './image-processor.js';
export { IMAGE_CONTENT_TYPE, IMAGE_URL_PREFIX, documentStorageKey, imageStorageKey, newImageKey } from './upload-keys.js';
export type { ImageVariant } from './upload-keys.js';
export { UploadsModule } from './uploads.module.js';
export { UploadsService } from './uploads.service.js';
export type { DocumentDownload, IncomingFile, SiteDocument } from './uploads.service.js';
