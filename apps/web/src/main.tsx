import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter, preloadScreens } from './app/router';
import { StartupError, startApp } from './app/startup';
import { StartupErrorPage } from './app/startup-error-page';
import { getToken } from './lib/session';

const container = document.getElementById('root')!;
const root = createRoot(container);

const started = startApp(); // asks for the translations first: they queue ahead of the screen's chunks
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
