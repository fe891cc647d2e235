import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { StartupError, startApp } from './app/startup';
import { StartupErrorPage } from './app/startup-error-page';

const container = document.getElementById('root')!;
const root = createRoot(container);

startApp().then(
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
