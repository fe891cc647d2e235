import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { StartupError, startApp } from './app/startup';
import { StartupErrorPage } from './app/startup-error-page';

const root = createRoot(document.getElementById('root')!);

startApp().then(
  () => {
    const router = createRouter();
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    if (error instanceof StartupError && error.redirectUrl) {
      window.location.assign(error.redirectUrl);
      return;
    }
    root.render(<StartupErrorPage />);
  },
);
