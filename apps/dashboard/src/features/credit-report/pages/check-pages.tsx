/** The check pages: /credit-report/ng/check/{individual,business}, /ke/check and /gb/check. */
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { CreditCheckScreen } from '../components/credit-check-screen';

export function NigeriaCheckPage() {
  const { subject = 'individual' } = useParams<{ subject?: string }>();
  if (subject !== 'individual' && subject !== 'business') return <NotFoundPage />;
  return (
    <CreditCheckScreen
      key={subject}
      market="ng"
      initial={subject === 'business' ? 'ngBusiness' : 'ngIndividual'}
    />
  );
}

export const KenyaCheckPage = () => <CreditCheckScreen market="ke" />;
export const UkCheckPage = () => <CreditCheckScreen market="gb" />;
