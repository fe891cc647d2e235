import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { VenueChoice } from '@chairside/shared/auth';
import { useSelectVenue } from '../api/select-venue';
import { VenueCard } from './venue-card';

export interface VenueListProps {
  venues: VenueChoice[];
  currentId?: number | null;
  columns?: { base: number; sm?: number };
}

/** The venues as cards; choosing one calls POST auth/select-venue, whose 302 navigates. */
export function VenueList({ venues, currentId = null, columns = { base: 1, sm: 2 } }: VenueListProps) {
  const select = useSelectVenue();
  const [chosen, setChosen] = useState<number | null>(null);
  const choose = (id: number) => {
    if (id === currentId || select.isPending) return;
    setChosen(id);
    select.mutate(id, { onSettled: () => setChosen(null) });
  };
  return (
    <SimpleGrid cols={columns} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {venues.map((venue) => (
        <li key={venue.id}>
          <VenueCard
            venue={venue}
            current={venue.id === currentId}
            busy={chosen === venue.id}
            disabled={select.isPending}
            onChoose={choose}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
