import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { arrivedData } from './arrived-data';

const dishes = arrivedData<string[]>();
const never = () => new Promise<string[]>(() => {});

function Dishes() {
  const state = dishes.useData(never);
  return <p>{state.status === 'success' ? state.data.join(', ') : state.status}</p>;
}

describe('arrivedData outside a browser', () => {
  it('draws a page with the data given to its drawing, and another drawing without it', () => {
    const given = renderToString(
      <dishes.Given value={['Masala dosa', 'Appam']}>
        <Dishes />
      </dishes.Given>,
    );
    // No module-level slot: a drawing that is given nothing starts loading, whatever came before.
    const plain = renderToString(<Dishes />);
    expect([given, plain]).toEqual(['<p>Masala dosa, Appam</p>', '<p>loading</p>']);
  });
});
