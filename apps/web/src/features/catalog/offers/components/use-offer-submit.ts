import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { fieldErrorsOf, type FieldErrors } from '../utils/offer-form';

/**
 * Sends a form and shows what comes back: the server's field errors (in the user's language)
 * beside their fields, anything else above the form; a plan refusal is the API client's alert.
 */
export function useOfferSubmit(onDone: () => void) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (local: FieldErrors, send: () => Promise<{ message: string }>) => {
    setFailure(null);
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const answer = await send();
      notify('positive', answer.message);
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = fieldErrorsOf(error.fieldErrors);
      if (Object.keys(fields).length) setErrors(fields);
      else if (error.status !== 403) setFailure(typeof error.body.message === 'string' ? error.body.message : t('catalog_offers.load_failed'));
    }
  };
  return { errors, failure, run };
}
