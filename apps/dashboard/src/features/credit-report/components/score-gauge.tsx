import { CREDIT_SCORE_MAX } from '../lib/credit-report-rows';

const MIN = 300;
const RADIUS = 80;
const CIRCUMFERENCE = Math.PI * RADIUS;

/** The score on its 300–850 scale as a half-ring, with the number in words for a screen reader. */
export function ScoreGauge({ score }: { score: number }) {
  const share = Math.min(1, Math.max(0, (score - MIN) / (CREDIT_SCORE_MAX - MIN)));
  const tone = share >= 0.64 ? '#047857' : share >= 0.4 ? '#b45309' : '#b91c1c';
  return (
    <svg
      role="img"
      aria-label={`Credit score ${score} on a scale of ${MIN} to ${CREDIT_SCORE_MAX}`}
      viewBox="0 0 200 116"
      className="h-auto w-48"
    >
      <path
        d="M20 100 A80 80 0 0 1 180 100"
        fill="none"
        stroke="#e2e8f0"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <path
        d="M20 100 A80 80 0 0 1 180 100"
        fill="none"
        stroke={tone}
        strokeWidth="16"
        strokeLinecap="round"
        strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
      />
      <text x="100" y="92" textAnchor="middle" fontSize="30" fontWeight="600" fill="#0f172a">
        {score}
      </text>
      <text x="100" y="112" textAnchor="middle" fontSize="11" fill="#475569">
        {`${MIN} – ${CREDIT_SCORE_MAX}`}
      </text>
    </svg>
  );
}
