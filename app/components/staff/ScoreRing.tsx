// The score ring (001 §2; 000 §9): the score on a 0-10 ring coloured by the university's bands,
// its meaning in words for screen readers; and the poor-audio-quality badge.
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

export interface ScoreRingData {
  score: number;
  max: number;
  colour: "red" | "orange" | "green";
  labelKey: string;
  fraction: number;
}

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ScoreRing({ ring }: { ring: ScoreRingData }) {
  const texts = useTexts();
  const label = textOf(texts, "cas.interview.scoreRing", { score: ring.score, max: ring.max, band: textOf(texts, ring.labelKey) });
  return (
    <svg className={`score-ring score-ring--${ring.colour}`} width="56" height="56" viewBox="0 0 48 48" role="img" aria-label={label}>
      <title>{label}</title>
      <circle className="score-ring__track" cx="24" cy="24" r={RADIUS} fill="none" strokeWidth="5" />
      <circle
        className="score-ring__value"
        cx="24"
        cy="24"
        r={RADIUS}
        fill="none"
        strokeWidth="5"
        strokeDasharray={`${(ring.fraction * CIRCUMFERENCE).toFixed(2)} ${CIRCUMFERENCE.toFixed(2)}`}
        transform="rotate(-90 24 24)"
      />
      <text x="24" y="29" textAnchor="middle" className="score-ring__text" aria-hidden="true">
        {ring.score}
      </text>
    </svg>
  );
}

export function PoorAudioBadge() {
  const texts = useTexts();
  return <strong className="tag tag--warning">{textOf(texts, "cas.interview.poorAudio")}</strong>;
}
