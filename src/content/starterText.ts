/** Text a writer still has to replace; the build warns about any value that starts with it (content/incomplete). */
export const STARTER_TEXT = 'TODO:';
