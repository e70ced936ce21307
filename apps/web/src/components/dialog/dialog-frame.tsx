// The one module that loads Mantine's Modal for `Dialog`, so its code (and its focus trap and scroll lock)
// is a chunk of its own.
export { Modal as DialogFrame } from '@mantine/core';
