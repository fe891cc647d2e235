// Mantine's base layers; each component's own styles come with it (vite.config.ts mantineStylesPerComponent).
// Its default CSS variables are not imported: the providers write every theme variable themselves
// (deduplicateCssVariables off, app/providers.tsx), which saves Login 3 kB of stylesheet.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter, preloadScreenData, preloadScreens } from './app/router';
import { StartupError, startApp } from './app/startup';
import { StartupErrorPage } from './app/startup-error-page';
import { getToken } from './lib/session';

const container = document.getElementById('root')!;
const root = createRoot(container);

// The translations, the settings and the profile are asked for first, so they queue ahead of the
// screen's chunks; the first screen's data follows the settings at once (before any chunk has run).
const started = startApp({ onSession: (settings) => preloadScreenData(window.location, settings) });
preloadScreens(window.location.pathname, getToken() !== null);

started.then(
  () => {
    const router = createRouter();
    container.removeAttribute('aria-busy');
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    const here = window.location.href;
    if (error instanceof StartupError && error.redirectUrl && new URL(error.redirectUrl, here).href !== here) {
      window.location.assign(error.redirectUrl);
      return;
    }
    container.removeAttribute('aria-busy');
    root.render(<StartupErrorPage />);
  },
);
