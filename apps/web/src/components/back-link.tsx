import { Anchor, type AnchorProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back to where a screen was opened from (its list, the sign-in): one look on every screen. */
export function BackLink({ to, children, ...props }: { to: string; children: ReactNode } & Pick<AnchorProps, 'ta'>) {
  return (
    <Anchor component={Link} to={to} size="sm" {...props}>
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> {children}
    </Anchor>
  );
}
