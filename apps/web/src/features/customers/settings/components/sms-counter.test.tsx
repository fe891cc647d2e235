// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mountRoutes, type Mounted } from '@/test/mount';
import { SmsCounter } from './sms-counter';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: Mounted | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const credits = async (text: string) => {
  await mounted?.unmount();
  mounted = await mountRoutes([{ path: '/', element: <SmsCounter text={text} /> }]);
  const cost = document.querySelector('[data-testid="sms-cost"]')!;
  const count = document.querySelector('[data-testid="sms-count"]')!;
  return { credits: Number(cost.getAttribute('data-credits')), encoding: count.getAttribute('data-encoding') };
};

describe('the template editor’s SMS cost', () => {
  it('a Portuguese reminder with diacritics costs two credits where the same words without cost one', async () => {
    const base = 'Ola Ana, lembramos a sua visita amanha as 10:00 no Salao Bela. Para cancelar ligue 912 345 678. Obrigado!';
    expect(await credits(base)).toEqual({ credits: 1, encoding: 'gsm7' });
    expect(await credits(base.replace('amanha as', 'amanhã às').replace('Salao', 'Salão'))).toEqual({ credits: 2, encoding: 'ucs2' });
  });

  it('a Polish text switches to Unicode at its first ł', async () => {
    expect(await credits('Do zobaczenia jutro!')).toEqual({ credits: 1, encoding: 'gsm7' });
    expect(await credits('Wizyta jutro o 10:00, prosimy o potwierdzenie. Dziękujemy, do zobaczenia w salonie!')).toEqual({ credits: 2, encoding: 'ucs2' });
  });
});
