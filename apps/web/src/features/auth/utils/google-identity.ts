/**
 * Google Identity Services, loaded only when the installation has a Google client id
 * (GET auth/config). The script is added once; later calls reuse it.
 */
const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleId {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void; ux_mode?: 'popup' }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  disableAutoSelect?: () => void;
}

const googleId = () => (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;

let loading: Promise<GoogleId> | null = null;

export function loadGoogleIdentity(): Promise<GoogleId> {
  const ready = googleId();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = googleId();
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
