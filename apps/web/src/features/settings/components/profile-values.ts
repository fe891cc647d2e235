import { profileSectionFields, type ProfileSection } from '@chairside/shared/settings-sections';
import { z } from 'zod';

/**
 * The business-profile form: every profile field except the logo, which has its own routes, and the
 * default tax percents, which are read-only here (the default rates are chosen on /catalogs/taxation).
 */
export const profileFormSchema = z.object(profileSectionFields);
export type ProfileValues = z.infer<typeof profileFormSchema>;
export const PROFILE_FIELDS = Object.keys(profileSectionFields);

export const profileValues = ({ logo: _logo, tax_default_product: _product, tax_default_service: _service, ...values }: ProfileSection): ProfileValues => values;
