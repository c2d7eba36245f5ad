/** A link of the dashboard's menus (the side menu, 'Ver más'): icon, label, what goes after it; the current screen's is marked. */
import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './shell.module.css';

type Props = UnstyledButtonProps & { label: string; icon: ReactNode; after?: ReactNode } & (
    { to: string; current?: boolean } | { onClick: () => void }
  );

export function MenuLink({ label, icon, after, ...props }: Props) {
  const content = (
    <>
      {icon}
      <span className={classes.label}>{label}</span>
      {after}
    </>
  );
  if ('to' in props) {
    const { to, current, ...rest } = props;
    return (
      <UnstyledButton component={Link} to={to} aria-current={current ? 'page' : undefined} className={classes.link} {...rest}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton className={classes.link} {...props}>
      {content}
    </UnstyledButton>
  );
}
