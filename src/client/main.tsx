import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

// A transition lets React render the first page in short slices rather than one long task, so
// the main thread stays free for input while the page appears (Lighthouse's total blocking time).
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
