// All of Mantine's component styles (first-paint-styles.ts has why they are apart): loaded with every
// screen but the sign-in screen, and with the signed-in shell.
import '@mantine/core/styles.layer.css';
