import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

interface TransProps {
  i18nKey: string;
  /** elements for the phrase's `<name>…</name>` tags; the tag's text becomes the element's child */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
  values?: Record<string, unknown>;
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/** A phrase with markup: "I accept the <terms>terms of service</terms>" with `components={{ terms: <b /> }}`. */
export function Trans({ i18nKey, components, values }: TransProps) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner] = match;
    parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
