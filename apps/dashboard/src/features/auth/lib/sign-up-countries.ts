/** Countries offered at sign-up: only Nigeria for now, with what it implies. */
export interface SignUpCountry {
  code: string;
  name: string;
  currency: 'NGN' | 'USD';
}

export const signUpCountries: readonly SignUpCountry[] = [{ code: 'NG', name: 'Nigeria', currency: 'NGN' }];

export const defaultSignUpCountry: SignUpCountry = { code: 'NG', name: 'Nigeria', currency: 'NGN' };

export function signUpCountry(code: string): SignUpCountry {
  return signUpCountries.find((country) => country.code === code) ?? defaultSignUpCountry;
}
