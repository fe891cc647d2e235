import { profileSectionFields, type ProfileSection } from '@chairside/shared/settings-sections';
import { z } from 'zod';

/** The business-profile form: every profile field except the logo, which has its own routes. */
export const profileFormSchema = z.object(profileSectionFields);
export type ProfileValues = z.infer<typeof profileFormSchema>;
export const PROFILE_FIELDS = Object.keys(profileSectionFields);

export const profileValues = ({ logo: _logo, ...values }: ProfileSection): ProfileValues => values;
