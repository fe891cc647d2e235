import type { OnboardingState, StarterChoice } from '@chairside/shared/onboarding';

type Offered = OnboardingState['answers']['services']['offered'];

/** One line of the services step: a starter service, ticked or not, as the owner edits it. */
export interface StarterRow {
  key: string;
  group: string;
  checked: boolean;
  name: string;
  /** Minutes; null while the field is empty. */
  duration: number | null;
  price: number;
  gap: number;
  /** The shortest length that leaves the processing gap and the finish their place. */
  min: number;
}

/**
 * The step's lines: every offered service, ticked as the last save left them (edited values kept),
 * or all ticked with the starter values when the step has not been saved yet — or was saved for
 * another business type (the owner went back and changed it: none of the saved keys is offered).
 */
export function starterRows(offered: Offered, chosen: StarterChoice[] | null): StarterRow[] {
  const keys = new Set(offered.flatMap((group) => group.services.map((service) => service.key)));
  const fresh = chosen === null || (chosen.length > 0 && !chosen.some((choice) => keys.has(choice.key)));
  return offered.flatMap((group) =>
    group.services.map((service) => {
      const saved = fresh ? undefined : chosen?.find((choice) => choice.key === service.key);
      return {
        key: service.key,
        group: group.key,
        checked: fresh || !!saved,
        name: saved?.name ?? service.name,
        duration: saved?.duration ?? service.duration,
        price: saved?.price ?? service.price,
        gap: service.gap,
        min: service.gap + service.finish + 5,
      };
    }),
  );
}

/** What the step sends: the ticked lines. */
export const chosenOf = (rows: StarterRow[]): StarterChoice[] =>
  rows.filter((row) => row.checked).map((row) => ({ key: row.key, name: row.name.trim(), duration: row.duration ?? 0, price: row.price }));

/** The index of the line a server field error (`services.<n>.<field>`, n among the ticked lines) names. */
export function rowOfChoice(rows: StarterRow[], choiceIndex: number): number | undefined {
  const ticked = rows.map((row, index) => (row.checked ? index : -1)).filter((index) => index >= 0);
  return ticked[choiceIndex];
}
