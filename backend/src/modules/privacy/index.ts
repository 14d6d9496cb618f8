/** The privacy module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { PersonalDataEraser } from './personal-data-eraser.js';
export { PrivacyModule } from './privacy.module.js';
