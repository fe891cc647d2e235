// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { setPhrases } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import { Trans } from './trans';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  setPhrases('en-us', {});
  document.body.innerHTML = '';
});

function Title() {
  const { t, i18n } = useTranslation();
  return <h1 lang={i18n.language}>{t('shell.menu')}</h1>;
}

async function mount(node: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(node));
  return host;
}

describe('Trans and useTranslation', () => {
  it('puts the phrase tags into the given elements, in the order the language writes them', async () => {
    setPhrases('de', { terms: 'Ich akzeptiere die <terms>Nutzungsbedingungen</terms> und die <privacy>Datenschutzerklärung</privacy>.' });
    const host = await mount(<Trans i18nKey="terms" components={{ terms: <b />, privacy: <i /> }} />);
    expect(host.innerHTML).toBe('Ich akzeptiere die <b>Nutzungsbedingungen</b> und die <i>Datenschutzerklärung</i>.');
  });

  it('re-renders mounted screens when the language changes', async () => {
    setPhrases('en-us', { 'shell.menu': 'Menu' });
    const host = await mount(<Title />);
    expect(host.innerHTML).toBe('<h1 lang="en-us">Menu</h1>');
    await act(async () => setPhrases('de', { 'shell.menu': 'Menü' }));
    expect(host.innerHTML).toBe('<h1 lang="de">Menü</h1>');
  });
});
