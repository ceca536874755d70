/**
 * Saving and sharing a designed course: the same JSON the terminal plays with `--course F`,
 * downloaded as a file, or packed into a link to the new-game page (base64url in the hash).
 */
import { useState } from "react";
import { type CourseFile, encodeCourse } from "../course-file.ts";

export const SHARE_KEY = "course";

export function shareLink(course: CourseFile): string {
  return `${location.origin}/new/roll-in-one#${SHARE_KEY}=${encodeCourse(course)}`;
}

function download(course: CourseFile, name: string): void {
  const blob = new Blob([`${JSON.stringify(course, null, 1)}\n`], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** Save and Share buttons for a course (null: not ready, the buttons say why). */
export function CourseShare({ course, why }: { course: CourseFile | null; why: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  return (
    <div className="rio-share">
      <button
        type="button"
        className="btn"
        disabled={!course}
        title={course ? "The same JSON as clubhouse play roll-in-one --course F" : why}
        onClick={() => course && download(course, "roll-in-one-course.json")}
      >
        Save course
      </button>
      <button
        type="button"
        className="btn"
        disabled={!course}
        title={course ? "A link that opens a new game on this course" : why}
        onClick={() => {
          if (!course) return;
          const url = shareLink(course);
          setLink(url);
          setCopied(false);
          navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        Share link
      </button>
      {link ? (
        <label className="rio-share-link">
          <span>{copied ? "Link copied:" : "Link:"}</span>
          <input readOnly value={link} aria-label="Share link" onFocus={(e) => e.target.select()} />
        </label>
      ) : null}
    </div>
  );
}
