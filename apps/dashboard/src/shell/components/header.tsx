import { DrawerToggle } from './drawer-toggle';
import { EnvironmentSwitch } from './environment-switch';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

/** The top header: 4.5rem tall, which the page area below subtracts. */
export function Header() {
  return (
    <header className="flex h-18 shrink-0 items-center gap-2 border-slate-200 border-b bg-white px-3 sm:gap-3 sm:px-4">
      <DrawerToggle />
      <Logo />
      <div className="ml-auto flex items-center gap-3 sm:gap-5">
        <EnvironmentSwitch />
        <UserMenu />
      </div>
    </header>
  );
}
