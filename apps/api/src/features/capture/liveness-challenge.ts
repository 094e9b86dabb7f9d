/**
 * The liveness challenge: drawn by the server for each attempt, so a recording made for one
 * attempt does not fit the next. Always one blink, and head movements, none twice in a row, in a random
 * order from a cryptographic source.
 */
import { randomInt } from 'node:crypto';
import type { LivenessAction } from '@verity/client';

const movements: readonly LivenessAction[] = ['turn_left', 'turn_right', 'look_up', 'look_down'];

export function drawChallenge(length: number, random: (max: number) => number = randomInt): LivenessAction[] {
  const actions: LivenessAction[] = [];
  for (let i = 0; i < length - 1; i += 1) {
    const choices = movements.filter((movement) => movement !== actions.at(-1));
    actions.push(choices[random(choices.length)] ?? 'turn_left');
  }
  // The blink goes anywhere, including first or last.
  actions.splice(random(length), 0, 'blink');
  return actions;
}
