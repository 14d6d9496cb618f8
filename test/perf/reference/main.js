import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ReferenceApp } from './app.js';

hydrateRoot(document.getElementById('root'), createElement(ReferenceApp));
