// src/lib/account-menu.ts
function accountMenuItems(i18n, { business, wishlist }) {
	return [
		{
			to: "/$locale/my-account",
			label: i18n._({ id: "6/dCYd" }),
			show: true
		},
		{
			to: "/$locale/my-account/my-orders",
			label: business ? i18n._({ id: "Xr6mCt" }) : i18n._({ id: "wA5xbo" }),
			show: true
		},
		{
			to: "/$locale/my-account/company-information",
			label: i18n._({ id: "qkEZKO" }),
			show: business
		},
		{
			to: "/$locale/my-account/my-contacts",
			label: i18n._({ id: "czzyFz" }),
			show: true
		},
		{
			to: "/$locale/my-account/privaatsussatted",
			label: i18n._({ id: "IB5G2K" }),
			show: !business
		},
		{
			to: "/$locale/my-account/clubs",
			label: i18n._({ id: "j7xUUn" }),
			show: true
		},
		{
			to: "/$locale/my-account/wishlist",
			label: i18n._({ id: "I0D//A" }),
			show: wishlist
		},
		{
			to: "/$locale/quick-order",
			label: i18n._({ id: "3L0Fq4" }),
			show: true
		}
	].filter((item) => item.show).map(({ to, label }) => ({
		to,
		label
	}));
}
export { accountMenuItems as t };
