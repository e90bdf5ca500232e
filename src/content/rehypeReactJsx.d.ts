// rehype-react's types name the global `JSX.Element`, which React 19's types no longer declare.
// Left unresolved (skipLibCheck hides the error), it turns every unified processor in the program
// into `any`, so renderMarkdown's pipeline would go unchecked. React's own JSX.Element fills it.
import type { JSX as ReactJSX } from 'react';

declare global {
  namespace JSX {
    type Element = ReactJSX.Element;
  }
}
