import { gameHarness } from "../../../tests/harness.ts";
import { gameModule } from "./index.ts";
import { harness } from "./testkit.ts";

gameHarness(gameModule, harness);
