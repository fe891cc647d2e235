import { Fragment, type ReactNode } from 'react';
import { observable, useObservable } from '@/lib/observable';

/**
 * Renders components opened imperatively (full-screen dialogs and the like) inside the app's
 * providers. `mountDialog` returns a function that removes it again.
 */
interface Entry {
  id: number;
  node: ReactNode;
}

const entries = observable<Entry[]>([]);
let sequence = 0;

export function mountDialog(render: (unmount: () => void) => ReactNode): () => void {
  sequence += 1;
  const id = sequence;
  const unmount = () => entries.set((list) => list.filter((entry) => entry.id !== id));
  entries.set((list) => [...list, { id, node: render(unmount) }]);
  return unmount;
}

export function DialogHost() {
  const list = useObservable(entries);
  return (
    <>
      {list.map((entry) => (
        <Fragment key={entry.id}>{entry.node}</Fragment>
      ))}
    </>
  );
}
