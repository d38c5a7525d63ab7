import { c as fieldErrors, o as focusFirstInvalid } from "./form-field-DbC_Etxa.js";
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
// src/ui/use-validated-form.ts
function useValidatedForm(issues) {
	const { i18n } = useLingui();
	const formRef = useRef(null);
	const [shown, setShown] = useState(false);
	const [attempt, setAttempt] = useState(0);
	useEffect(() => {
		if (attempt) focusFirstInvalid(formRef.current);
	}, [attempt]);
	const errors = shown ? fieldErrors(issues, i18n) : {};
	/** true when the form may be sent; otherwise shows the errors and focuses the first. */
	const validate = () => {
		setShown(true);
		if (issues.length === 0) return true;
		setAttempt((a) => a + 1);
		return false;
	};
	/** Forgets the shown errors (after a successful send, the emptied form is not "wrong"). */
	const reset = () => setShown(false);
	const formProps = (onValid) => ({
		ref: formRef,
		noValidate: true,
		onSubmit: (event) => {
			event.preventDefault();
			if (validate()) onValid();
		}
	});
	return {
		errors,
		formProps,
		validate,
		reset,
		formRef
	};
}
export { useValidatedForm as t };
