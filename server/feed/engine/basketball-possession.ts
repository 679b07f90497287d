import type { GameSim, SimTeam } from "./basketball-sim";
import { clamp, normal } from "./engine-random";

// Shooting fouls on ~8.5 % of shots, and-ones on 3.5 % of made twos, blocks on 16 % of missed twos.
const SHOOTING_FOUL = 0.085;
const AND_ONE = 0.035;
const FREE_THROW_OFFENSIVE_REBOUND = 0.13;
// Shots go to talent more than in proportion: a team's best scorer takes ~30 % of its shots on the floor.
const USAGE = 1.3;

/** One trip down the floor; "kept" after an offensive rebound, "over" when the ball changes hands. */
function attempt(sim: GameSim, o: SimTeam, d: SimTeam, edge: number, first: boolean): "kept" | "over" {
  const { rng, rules } = sim;
  let loose: boolean;
  let reboundRate = rules.offensiveReboundRate;
  if (first && rng.chance(0.1)) {
    // A foul away from the ball only sends the offence to the line once the team is in the bonus.
    sim.foul(d);
    if (d.teamFouls <= rules.bonusAfter) return attempt(sim, o, d, edge, false);
    loose = sim.freeThrows(
      o,
      sim.pick(o, (b) => b.shot * b.talent),
      2,
    );
    reboundRate = FREE_THROW_OFFENSIVE_REBOUND;
  } else if (first && rng.chance(clamp(rules.turnoverRate - edge * 0.5, 0.06, 0.2))) {
    const loser = sim.pick(o, (b) => b.turnover * b.talent);
    const thief = rng.chance(0.6) ? d.ballers[sim.pick(d, (b) => b.steal)].id : null;
    sim.record("turnover", o, loser, { stealPlayerId: thief });
    return "over";
  } else {
    const shooter = sim.pick(o, (b) => b.shot * Math.pow(b.talent, USAGE));
    const b = o.ballers[shooter];
    const three = rng.chance(clamp(rules.threeRate * b.three, 0.03, 0.75));
    if (rng.chance(SHOOTING_FOUL)) {
      sim.foul(d);
      loose = sim.freeThrows(o, shooter, three && rng.chance(0.1) ? 3 : 2);
      reboundRate = FREE_THROW_OFFENSIVE_REBOUND;
    } else if (rng.chance((three ? rules.threePct : rules.twoPct) + edge + (b.talent - 1) * 0.02)) {
      const assisted = rng.chance(three ? 0.82 : 0.52);
      const assistPlayerId = assisted ? o.ballers[sim.pick(o, (x) => x.assist * x.talent, shooter)].id : null;
      sim.record(three ? "3pt-made" : "2pt-made", o, shooter, { assistPlayerId });
      if (three || !rng.chance(AND_ONE)) return "over";
      sim.foul(d);
      loose = sim.freeThrows(o, shooter, 1);
      reboundRate = FREE_THROW_OFFENSIVE_REBOUND;
    } else {
      const blocked = rng.chance(three ? 0.03 : 0.16) ? d.ballers[sim.pick(d, (x) => x.block)].id : null;
      sim.record(three ? "3pt-missed" : "2pt-missed", o, shooter, { blockPlayerId: blocked });
      loose = true;
    }
  }
  return loose && sim.rebound(o, d, reboundRate) ? "kept" : "over";
}

/**
 * A possession of `o` against `d`: strength, home court and a drifting momentum (which makes runs)
 * shift the shooting; offensive rebounds give new attempts a few seconds later.
 */
export function possession(sim: GameSim, o: SimTeam, d: SimTeam, atHome: boolean) {
  o.momentum = 0.9 * o.momentum + normal(sim.rng, 0, 0.008);
  const edge = (o.strength - d.strength) * 0.0014 + (atHome ? 0.012 : 0) + o.momentum;
  for (let k = 0; k < 6 && attempt(sim, o, d, edge, k === 0) === "kept"; k++) {
    if (!sim.advance(2 + sim.rng.next() * 8)) return;
  }
}
