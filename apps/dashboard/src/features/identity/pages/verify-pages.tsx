/**
 * The country verify screens: /ng, /gh, /ke, /za/verify, and the global data check /gdc/:countryCode/verify,
 * which offers the named country's types; an unknown code is a 404.
 */
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { VerifyScreen } from '../components/verify-screen';
import { countryNames, gdcCountry, type VerifyCountry } from '../lib/verify-screens';

function CountryVerifyPage({ country }: { country: VerifyCountry }) {
  return (
    <VerifyScreen key={country} country={country} title={`Verify an identity: ${countryNames[country]}`} />
  );
}

export function NgVerifyPage() {
  return <CountryVerifyPage country="ng" />;
}

export function GhVerifyPage() {
  return <CountryVerifyPage country="gh" />;
}

export function KeVerifyPage() {
  return <CountryVerifyPage country="ke" />;
}

export function ZaVerifyPage() {
  return <CountryVerifyPage country="za" />;
}

export function GdcVerifyPage() {
  const { countryCode } = useParams<{ countryCode: string }>();
  const country = gdcCountry(countryCode);
  if (!country) return <NotFoundPage />;
  return (
    <VerifyScreen key={country} country={country} title={`Global data check: ${countryNames[country]}`} />
  );
}
