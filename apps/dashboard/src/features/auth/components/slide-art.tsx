/**
 * The four slide illustrations, drawn inline: no image requests, no CDN, and they follow the theme
 * colours. Decorative (aria-hidden): each slide's title and description carry the meaning.
 */

import type { ReactNode } from 'react';

const brand = 'var(--color-brand-500)';
const brandDark = 'var(--color-brand-700)';
const paper = '#ffffff';
const line = '#c7d7fe';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" focusable="false" className="h-auto w-full max-w-sm">
      <rect x="0" y="0" width="320" height="220" rx="24" fill="rgba(255,255,255,0.08)" />
      {children}
    </svg>
  );
}

/** A phone taking a selfie beside an ID card: onboarding customers. */
export function OnboardingArt() {
  return (
    <Frame>
      <rect x="40" y="30" width="100" height="170" rx="16" fill={paper} />
      <rect x="52" y="48" width="76" height="120" rx="8" fill={line} />
      <circle cx="90" cy="92" r="20" fill={brand} />
      <path d="M62 150c6-20 50-20 56 0" fill={brand} />
      <rect x="78" y="180" width="24" height="6" rx="3" fill={line} />
      <rect x="160" y="70" width="124" height="80" rx="10" fill={paper} />
      <circle cx="190" cy="102" r="14" fill={line} />
      <rect x="214" y="92" width="56" height="8" rx="4" fill={line} />
      <rect x="214" y="108" width="40" height="8" rx="4" fill={line} />
      <rect x="176" y="128" width="94" height="8" rx="4" fill={line} />
      <circle cx="272" cy="66" r="16" fill="#12b76a" />
      <path d="M265 66l5 5 9-10" stroke={paper} strokeWidth="4" fill="none" strokeLinecap="round" />
    </Frame>
  );
}

/** A document under a magnifier with a warning mark: spotting fraud. */
export function FraudArt() {
  return (
    <Frame>
      <rect x="70" y="24" width="130" height="172" rx="10" fill={paper} />
      <rect x="88" y="46" width="70" height="10" rx="5" fill={brandDark} />
      {[70, 88, 106, 124, 142].map((y) => (
        <rect key={y} x="88" y={y} width="94" height="8" rx="4" fill={line} />
      ))}
      <circle cx="200" cy="128" r="42" fill="none" stroke={paper} strokeWidth="10" />
      <circle cx="200" cy="128" r="36" fill="rgba(255,255,255,0.25)" />
      <path d="M230 158l34 34" stroke={paper} strokeWidth="14" strokeLinecap="round" />
      <path d="M200 106l20 36h-40z" fill="#f79009" />
      <rect x="198" y="116" width="4" height="14" rx="2" fill={paper} />
      <circle cx="200" cy="136" r="2.5" fill={paper} />
    </Frame>
  );
}

/** A fan of ID card, passport and company certificate: the forms of verification. */
export function VerificationTypesArt() {
  return (
    <Frame>
      <g transform="rotate(-10 110 120)">
        <rect x="40" y="60" width="120" height="80" rx="10" fill={paper} />
        <circle cx="70" cy="95" r="14" fill={line} />
        <rect x="94" y="84" width="52" height="8" rx="4" fill={line} />
        <rect x="94" y="100" width="36" height="8" rx="4" fill={line} />
      </g>
      <rect x="128" y="40" width="76" height="110" rx="8" fill={brandDark} />
      <circle cx="166" cy="84" r="18" fill="none" stroke={paper} strokeWidth="4" />
      <rect x="146" y="118" width="40" height="6" rx="3" fill={paper} />
      <g transform="rotate(10 240 120)">
        <rect x="200" y="64" width="90" height="112" rx="8" fill={paper} />
        <rect x="214" y="82" width="62" height="8" rx="4" fill={brand} />
        <rect x="214" y="100" width="62" height="6" rx="3" fill={line} />
        <rect x="214" y="114" width="48" height="6" rx="3" fill={line} />
        <circle cx="258" cy="150" r="12" fill="#f79009" />
      </g>
    </Frame>
  );
}

/** A form whose fields tick themselves as they verify: vForms. */
export function VFormsArt() {
  return (
    <Frame>
      <rect x="60" y="24" width="200" height="172" rx="12" fill={paper} />
      <rect x="80" y="44" width="90" height="10" rx="5" fill={brandDark} />
      {[72, 108, 144].map((y, i) => (
        <g key={y}>
          <rect x="80" y={y} width="120" height="24" rx="6" fill="none" stroke={line} strokeWidth="3" />
          <rect x="90" y={y + 9} width={60 - i * 10} height="6" rx="3" fill={line} />
          <circle cx="226" cy={y + 12} r="11" fill={i < 2 ? '#12b76a' : line} />
          {i < 2 && (
            <path
              d={`M221 ${y + 12}l4 4 7-8`}
              stroke={paper}
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
            />
          )}
        </g>
      ))}
      <rect x="80" y="176" width="64" height="12" rx="6" fill={brand} />
    </Frame>
  );
}
