// Inline SVG icons: a few hundred bytes each instead of an icon font.
import type { ReactNode } from 'react';

type IconProps = { size?: number; className?: string };

export function EyeIcon(props: IconProps) {
  return (
    <Svg {...props} plain>
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Svg {...props} plain>
      <path d="M17.94 17.94A10.07 10.07 0 0 1 12 19c-7 0-11-7-11-7a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19M14.12 14.12a3 3 0 1 1-4.24-4.24" />
      <path d="M1 1l22 22" />
    </Svg>
  );
}

/** `plain`: square ends and corners, and no focusable attribute (the eye icons). */
type SvgProps = IconProps & { children: ReactNode; plain?: boolean };

const ROUNDED = { strokeLinecap: 'round', strokeLinejoin: 'round', focusable: 'false' } as const;

/** Stroke icons on a 24-unit grid, drawn in the current text colour. */
function Svg({ size = 18, className, children, plain = false }: SvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      {...(plain ? {} : ROUNDED)}
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

const icon = (d: string) =>
  function Icon(props: IconProps) {
    return (
      <Svg {...props}>
        <path d={d} />
      </Svg>
    );
  };

/** The path of each stroke icon, on the 24-unit grid. */
const PATHS = {
  Home: 'M3 9l9-7 9 7v11a2 2 0 0 1-2 2h-4v-8H9v8H5a2 2 0 0 1-2-2z',
  Building:
    'M5 22V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v18M3 22h18M9 22v-4h6v4M9 6h.01M15 6h.01M9 10h.01M15 10h.01M9 14h.01M15 14h.01',
  Store: 'M4 3h16l1.5 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 11v10h14V11M10 21v-5h4v5',
  Trash: 'M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6m3 0V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M10 11v6M14 11v6',
  Users:
    'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  Repeat: 'M17 1l4 4-4 4M3 11V9a4 4 0 0 1 4-4h14M7 23l-4-4 4-4M21 13v2a4 4 0 0 1-4 4H3',
  Wallet:
    'M20 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-4a2 2 0 0 0 0 4h4v4a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V5',
  Topup: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  Withdraw: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12',
  User: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  Grid: 'M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z',
  Chart: 'M3 3v18h18M8 17v-5M13 17V8M18 17v-8',
  Database:
    'M21 5c0 1.66-4 3-9 3S3 6.66 3 5m18 0c0-1.66-4-3-9-3S3 3.34 3 5m18 0v14c0 1.66-4 3-9 3s-9-1.34-9-3V5m18 7c0 1.66-4 3-9 3s-9-1.34-9-3',
  ChevronDown: 'M6 9l6 6 6-6',
  More: 'M5 12h.01M12 12h.01M19 12h.01',
  Globe:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
  Maximize: 'M8 3H5a2 2 0 0 0-2 2v3m18 0V5a2 2 0 0 0-2-2h-3m0 18h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3',
  Minimize: 'M8 3v3a2 2 0 0 1-2 2H3m18 0h-3a2 2 0 0 1-2-2V3m0 18v-3a2 2 0 0 1 2-2h3M3 16h3a2 2 0 0 1 2 2v3',
  Moon: 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z',
  Sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M1 12h2M21 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42',
  Plus: 'M12 5v14M5 12h14',
  Search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35',
  ChevronLeft: 'M15 18l-6-6 6-6',
  ChevronRight: 'M9 18l6-6-6-6',
  MapPin: 'M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  ArrowUp: 'M12 19V5M5 12l7-7 7 7',
  Edit: 'M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z',
  Lock: 'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM7 11V7a5 5 0 0 1 10 0v4',
  Logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  Close: 'M18 6L6 18M6 6l12 12',
  Pin: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  Cog: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06a1.65 1.65 0 0 0 .33-1.82 1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.65 1.65 0 0 0 1.82.33H9a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.65 1.65 0 0 0-.33 1.82V9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
};

// Each made by a call marked pure, so that a script carries only the icons it uses: unmarked,
// the minifier kept all 32 calls (and every path) wherever one icon was imported.
export const HomeIcon = /*#__PURE__*/ icon(PATHS.Home);
export const BuildingIcon = /*#__PURE__*/ icon(PATHS.Building);
export const StoreIcon = /*#__PURE__*/ icon(PATHS.Store);
export const TrashIcon = /*#__PURE__*/ icon(PATHS.Trash);
export const UsersIcon = /*#__PURE__*/ icon(PATHS.Users);
export const RepeatIcon = /*#__PURE__*/ icon(PATHS.Repeat);
export const WalletIcon = /*#__PURE__*/ icon(PATHS.Wallet);
export const TopupIcon = /*#__PURE__*/ icon(PATHS.Topup);
export const WithdrawIcon = /*#__PURE__*/ icon(PATHS.Withdraw);
export const UserIcon = /*#__PURE__*/ icon(PATHS.User);
export const GridIcon = /*#__PURE__*/ icon(PATHS.Grid);
export const ChartIcon = /*#__PURE__*/ icon(PATHS.Chart);
export const DatabaseIcon = /*#__PURE__*/ icon(PATHS.Database);
export const ChevronDownIcon = /*#__PURE__*/ icon(PATHS.ChevronDown);
export const MoreIcon = /*#__PURE__*/ icon(PATHS.More);
export const GlobeIcon = /*#__PURE__*/ icon(PATHS.Globe);
export const MaximizeIcon = /*#__PURE__*/ icon(PATHS.Maximize);
export const MinimizeIcon = /*#__PURE__*/ icon(PATHS.Minimize);
export const MoonIcon = /*#__PURE__*/ icon(PATHS.Moon);
export const SunIcon = /*#__PURE__*/ icon(PATHS.Sun);
export const PlusIcon = /*#__PURE__*/ icon(PATHS.Plus);
export const SearchIcon = /*#__PURE__*/ icon(PATHS.Search);
export const ChevronLeftIcon = /*#__PURE__*/ icon(PATHS.ChevronLeft);
export const ChevronRightIcon = /*#__PURE__*/ icon(PATHS.ChevronRight);
export const MapPinIcon = /*#__PURE__*/ icon(PATHS.MapPin);
export const ArrowUpIcon = /*#__PURE__*/ icon(PATHS.ArrowUp);
export const EditIcon = /*#__PURE__*/ icon(PATHS.Edit);
export const LockIcon = /*#__PURE__*/ icon(PATHS.Lock);
export const LogoutIcon = /*#__PURE__*/ icon(PATHS.Logout);
export const CloseIcon = /*#__PURE__*/ icon(PATHS.Close);
export const PinIcon = /*#__PURE__*/ icon(PATHS.Pin);
export const CogIcon = /*#__PURE__*/ icon(PATHS.Cog);

/** The product mark: a leaf turning in a circle (our own drawing). */
export function LogoMark({ size = 28, className }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="16" fill="#0ab39c" />
      <path d="M8 23c0-9 6-14 16-14 0 9-5 15-13 15-1 0-2-.3-3-1z" fill="#fff" />
      <path d="M9 24c3-6 7-9.5 11-11.5" fill="none" stroke="#0ab39c" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
