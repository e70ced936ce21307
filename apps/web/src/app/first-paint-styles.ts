// Mantine's styles for the first paint only: its base, its CSS variables, and the components that the entry
// (page loader, error and not-found screens) and the sign-in screens draw; the same set as the mantine-base
// chunk (vite.config.ts), plus the toast area's (at the end). The rest of Mantine's styles (about 230 KB
// more, 28 KB gzipped) blocked the sign-in screen's first paint on a slow phone; they come with every other
// screen (all-styles.ts).
// In the order of Mantine's own styles.css: within its layer, a later rule wins (UnstyledButton's transparent
// background before Button's colour). Layered (`@layer mantine`): which file arrives first then changes
// nothing, and the app's own rules (global.css, CSS modules) win over Mantine's at any specificity.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
// The toast area's (1.4 KB gzipped): its code loads after the first screen, but a stylesheet arriving then
// makes the browser style and lay out the whole page again (docs/decisions/0032).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
