import { useState, type InputHTMLAttributes } from "react";
import { Input } from "~/components/ui/input";

/**
 * The editor's address boxes (link, media URL, featured image URL): marked invalid and described by their error
 * while there is one; typing hands on the text and clears the error.
 */
export function CheckedInput({
  error,
  errorId,
  onValue,
  clearError,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  error: string;
  errorId: string;
  onValue: (text: string) => void;
  clearError: () => void;
}) {
  return (
    <Input
      {...props}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => {
        onValue(event.target.value);
        clearError();
      }}
    />
  );
}

/** The error under a CheckedInput, announced when it appears; nothing without one. */
export function InputError({ id, error }: { id: string; error: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm text-danger">
      {error}
    </p>
  ) : null;
}

/**
 * The text of a CheckedInput and its error: `input` is what the box takes (typing clears the error), the setters are
 * for the form that checks the text on submit.
 */
export function useCheckedText(initial = "") {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState("");
  return {
    value,
    setValue,
    error,
    setError,
    input: { value, error, onValue: setValue, clearError: () => setError("") },
  };
}
