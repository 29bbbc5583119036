import { createContext } from 'react';

/** True inside a layout that already has the page's <main>: a page's own wrapper must not add another one. */
export const InsideMainLandmark = createContext(false);
