/** /business-verification/{country_code?}/verify: Nigeria unless the path names another country. */
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { CompanyVerifyScreen } from '../components/company-verify-screen';
import { isVerifyCountry } from '../lib/company-verify';

export default function CompanyVerifyPage() {
  const { countryCode = 'ng' } = useParams<{ countryCode?: string }>();
  if (!isVerifyCountry(countryCode)) return <NotFoundPage />;
  return <CompanyVerifyScreen key={countryCode} country={countryCode} />;
}
