/** Short full name (spec §9): the first name plus the last-name initial and a period, 'Anna K.'. */
export function shortFullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim();
  const [initial] = Array.from((lastName ?? '').trim());
  if (!initial) return first;
  const short = `${initial.toLocaleUpperCase()}.`;
  return first ? `${first} ${short}` : short;
}

/** Full name: first and last name with one space, without edge spaces when a part is empty. */
export const fullName = (firstName: string, lastName: string): string => `${firstName} ${lastName}`.trim();
