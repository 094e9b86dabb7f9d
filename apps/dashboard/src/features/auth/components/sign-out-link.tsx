import { textLinkClass } from '../../../components/ui/text-link';
import { logOut } from '../../../session/sign-out';

/** "Log out": a real link to the login page that ends the session on the way. */
export function SignOutLink() {
  return (
    <a
      href="/auth/login"
      className={textLinkClass}
      onClick={async (event) => {
        event.preventDefault();
        await logOut();
      }}
    >
      Log out
    </a>
  );
}
