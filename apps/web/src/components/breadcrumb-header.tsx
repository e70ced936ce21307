import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to: string;
}

interface BreadcrumbHeaderProps {
  /** The screens above this one, outermost first; this one's own name ends the trail. */
  trail: Crumb[];
  current: string;
  title: string;
  /** Under the title: whose it is, its status. */
  subtitle?: ReactNode;
  /** Beside the title: what may be done, or why nothing may. */
  actions?: ReactNode;
}

/** The heading of a screen inside a campaign (its budget, its listings, a listing): the way back, then the title. */
export function BreadcrumbHeader({ trail, current, title, subtitle, actions }: BreadcrumbHeaderProps) {
  return (
    <Stack gap="sm">
      <Breadcrumbs separator="›" component="nav" aria-label="Breadcrumb">
        {trail.map((crumb) => (
          <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
            {crumb.label}
          </Anchor>
        ))}
        <Text size="sm" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={1}>{title}</Title>
          {subtitle}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
