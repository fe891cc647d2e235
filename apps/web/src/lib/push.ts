/**
 * Push registration hook point (spec §4 "Push registration"). The notifications feature plugs its
 * registration in with `setPushRegistration`; until then registering does nothing.
 */
type Register = () => Promise<void>;

let register: Register = async () => {};

export function setPushRegistration(next: Register): void {
  register = next;
}

export function registerForPush(): void {
  register().catch((error: unknown) => console.warn('push registration failed', error));
}
