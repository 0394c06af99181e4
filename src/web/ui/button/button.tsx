import { Link } from 'react-router';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface CommonProps {
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

type AsLink = CommonProps & {
  to: string;
  /** May call event.preventDefault() to stay (e.g. scroll to a section instead). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A full browser navigation (e.g. to an API path that redirects), not a router one. */
  reloadDocument?: boolean;
};
type AsButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { to?: undefined };

export type ButtonProps = AsLink | AsButton;

const isExternal = (to: string) => /^(https?:|mailto:|tel:)/i.test(to);

/** A button, or a link that looks like one: internal paths use the router, others a plain anchor. */
export function Button(props: ButtonProps) {
  const { variant = 'primary', className, children } = props;
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  if (props.to !== undefined) {
    if (isExternal(props.to)) {
      return (
        <a className={classes} href={props.to} onClick={props.onClick}>
          {children}
        </a>
      );
    }
    return (
      <Link
        className={classes}
        to={props.to}
        onClick={props.onClick}
        reloadDocument={props.reloadDocument}
      >
        {children}
      </Link>
    );
  }
  const {
    variant: _variant,
    className: _className,
    children: _children,
    to: _to,
    type = 'button',
    ...rest
  } = props;
  return (
    <button {...rest} type={type} className={classes}>
      {children}
    </button>
  );
}
