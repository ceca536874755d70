/** New-game options for Rolling Pins: the ability panel, and duplicate rolls for several players. */
import type { OptionsProps } from "../../../web/web-game.ts";

export function RollingPinsOptions({ value, onChange, players }: OptionsProps) {
  const abilities = value.abilities !== false;
  const duplicate = value.duplicate === true;
  return (
    <div className="options stack">
      <label className="check">
        <input
          type="checkbox"
          checked={abilities}
          onChange={(e) => onChange({ ...value, abilities: e.target.checked })}
        />{" "}
        The ability panel (gray pins and strikes mark squares; full areas give abilities)
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={duplicate}
          onChange={(e) => onChange({ ...value, duplicate: e.target.checked })}
        />{" "}
        Duplicate rolls: everyone bowls the same dice (white and blue; blue alone for one die)
      </label>
      {duplicate && players < 2 ? (
        <p className="quiet">Duplicate rolls matter with two players or more.</p>
      ) : null}
    </div>
  );
}
