import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmPreviewWorker } from './lib/documents/document-worker';
import { paths } from './lib/paths';
import './index.css';

// Opened on the builder: its preview's engine starts now, before React's first render
// (the router does the same when the builder is reached by a link; decision 0901).
if (window.location.pathname === paths.dashboard) warmPreviewWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
