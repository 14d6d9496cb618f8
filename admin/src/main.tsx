import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// Browser (path) routing under /admin: the backend answers every /admin/* path with index.html.
// A data router, because react-admin's unsaved-changes warning relies on useBlocker.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
