import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startingLocale, switchLocale } from './lib/i18n.tsx';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import './styles.css';

// A transition lets React render the first page in short slices rather than one long task, so
// the main thread stays free for input while the page appears (Lighthouse's total blocking time).
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// Another language's words are fetched before the first paint, so no page shows in two
// languages; a failed fetch shows the source language rather than nothing.
const locale = startingLocale();
if (locale === SOURCE_LOCALE) render();
else
  switchLocale(locale)
    .catch(() => {})
    .finally(render);
